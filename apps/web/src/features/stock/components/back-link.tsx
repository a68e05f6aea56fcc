// BackLink moved to ui/ (shared with the tools' pages); kept here for stock pages written before the move.
export { BackLink } from '../../../ui/back-link.tsx';
