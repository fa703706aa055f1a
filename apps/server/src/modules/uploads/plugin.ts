import path from 'node:path';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { LocalDiskStorage, type Storage } from './storage.ts';
import { UploadsRepository } from './uploads.repository.ts';
import { UploadsService } from './uploads.service.ts';

declare module '../index.ts' {
  interface Services {
    uploads: UploadsService;
  }
  interface Repositories {
    uploads: UploadsRepository;
  }
}

/** Uploaded images: checked, re-encoded and stored (ADR 0002). */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    app.repositories.uploads = new UploadsRepository(app.database.db);
    // Uploads on local disk; an S3-compatible implementation of Storage would be chosen here.
    const storage: Storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
    app.services.uploads = new UploadsService({
      uploads: app.repositories.uploads,
      storage,
      maxBytes: config.uploadMaxBytes,
    });
  },
  { name: 'module:uploads', dependencies: ['database'] },
);
