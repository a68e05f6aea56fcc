/**
 * How far a reconciliation (a periodic read of what changed on a platform since the last one) reads
 * back before its last mark: the windows overlap a little, so a platform clock behind ours loses nothing.
 */
export const RECONCILE_OVERLAP_MS = 2 * 60_000;
