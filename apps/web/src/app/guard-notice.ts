/** A message the guard leaves for the shell to show after its redirect lands (dialogs need the mounted UI). */
export type GuardNotice = 'forbidden';

let pending: GuardNotice | null = null;

export function setGuardNotice(notice: GuardNotice) {
  pending = notice;
}

export function takeGuardNotice(): GuardNotice | null {
  const notice = pending;
  pending = null;
  return notice;
}
