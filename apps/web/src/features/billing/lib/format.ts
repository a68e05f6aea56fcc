import { formatDate, formatDateTime } from '@booster/domain';

/** DD/MM/YYYY (Jakarta) of an ISO time, or "-" . */
export const dateOf = (iso: string | null | undefined) => (iso ? formatDate(new Date(iso)) : '-');
/** DD/MM/YYYY HH:mm (Jakarta) of an ISO time. */
export const dateTimeOf = (iso: string) => formatDateTime(new Date(iso));
