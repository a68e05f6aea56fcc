export { base64BodyLimit, base64Length } from './base64.ts';
export { type SniffedType, sniffContentType } from './content-sniff.ts';
export { decodeDocumentUpload } from './document-upload.ts';
export { decodeImageUpload } from './image-upload.ts';
export { localDiskDriver } from './local-disk.ts';
export { createPrivateFiles, type PrivateFiles } from './private-files.ts';
export { registerFileRoutes } from './routes.ts';
export {
  createFileStorage,
  type FileStorage,
  IMAGE_TYPES,
  type ImageContentType,
  type StorageDriver,
  type StoredFile,
} from './storage.ts';
