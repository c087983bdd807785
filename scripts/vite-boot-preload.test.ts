import { describe, expect, it } from 'vitest';
import { bootPreloadFiles, type ChunkLike } from './vite-boot-preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []): ChunkLike => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  dynamicImports,
});

describe('the chunks index.html preloads for the boot stages', () => {
  const entry = chunk(
    'assets/index.js',
    ['/app/client/src/main.tsx', '/app/client/src/lib/firebase.ts'],
    ['assets/runtime.js'],
    ['assets/react.js', 'assets/mount-app.js', 'assets/firebase-session.js'],
  );
  const bundle = {
    'assets/index.js': entry,
    'assets/runtime.js': chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
    'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js', '/app/node_modules/react-dom/client.js'], ['assets/runtime.js']),
    'assets/mount-app.js': chunk('assets/mount-app.js', ['/app/client/src/app/mount-app.tsx'], ['assets/react.js', 'assets/router.js', 'assets/runtime.js']),
    'assets/router.js': chunk('assets/router.js', ['/app/node_modules/@tanstack/router-core/dist/esm/router.js'], ['assets/runtime.js']),
    'assets/firebase-session.js': chunk('assets/firebase-session.js', ['/app/client/src/lib/auth/firebase-session.ts'], ['assets/firebase.js']),
    'assets/firebase.js': chunk('assets/firebase.js', ['/app/node_modules/firebase/auth/dist/index.esm.js']),
    'index.html': { type: 'asset' as const },
  };
  const isBootModule = (id: string) => /node_modules\/react-dom\/client\.js$|client\/src\/app\/mount-app\.tsx$/.test(id);

  it('are the boot chunks and their static imports, minus what the entry loads already', () => {
    expect(bootPreloadFiles(bundle, entry, isBootModule).sort()).toEqual(['assets/mount-app.js', 'assets/react.js', 'assets/router.js']);
  });

  it('leave the entry’s other dynamic imports on demand', () => {
    expect(bootPreloadFiles(bundle, entry, () => false)).toEqual([]);
    expect(bootPreloadFiles(bundle, entry, isBootModule)).not.toContain('assets/firebase-session.js');
  });

  it('refuse a boot stage that the entry also imports statically, which would evaluate it in the entry’s task', () => {
    const eager = { ...entry, imports: [...entry.imports, 'assets/react.js'] };
    expect(() => bootPreloadFiles({ ...bundle, 'assets/index.js': eager }, eager, isBootModule)).toThrow('imports the boot stage assets/react.js statically');
  });
});
