import { imageFileProblem as problemOf } from '../../../lib/image-file.ts';

export { type ImageFileProblem, readImageFile } from '../../../lib/image-file.ts';

/** The upload endpoint takes at most 2 MB decoded. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const imageFileProblem = (file: { type: string; size: number }) => problemOf(file, MAX_IMAGE_BYTES);
