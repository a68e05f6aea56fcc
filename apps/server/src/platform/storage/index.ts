export { decodeImageUpload } from './image-upload.ts';
export { localDiskDriver } from './local-disk.ts';
export { registerFileRoutes } from './routes.ts';
export {
  createFileStorage,
  type FileStorage,
  IMAGE_TYPES,
  type ImageContentType,
  type StorageDriver,
  type StoredFile,
} from './storage.ts';
