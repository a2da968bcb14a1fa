import { uploadedImages, uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/**
 * Staff's image uploads: the API route that stores one, and the images themselves, which are
 * served beside the API rather than under it.
 */
export function createUploadsModule({ directory }: { directory: string }) {
  const service = createUploadsService(directory);
  return { routes: uploadsRoutes(service), images: uploadedImages(service) };
}
