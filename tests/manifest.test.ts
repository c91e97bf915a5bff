import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/server/http/app-env.ts';
import { webManifest } from '../src/server/http/manifest.ts';

const manifestOf = async () => {
  const app = new Hono<AppEnv>().get(
    '/manifest.webmanifest',
    webManifest({ APP_NAME: 'FechaZap' }),
  );
  return (await (await app.request('/manifest.webmanifest')).json()) as Record<string, unknown>;
};

describe('the manifest as a share target', () => {
  it('takes text, exported chats and contacts from the share sheet as a multipart POST', async () => {
    const manifest = await manifestOf();
    expect(manifest.share_target).toEqual({
      action: '/compartilhar',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [
          {
            name: 'files',
            accept: [
              'text/plain',
              '.txt',
              'application/zip',
              '.zip',
              'text/vcard',
              'text/x-vcard',
              '.vcf',
              'audio/*',
              'audio/ogg',
              '.opus',
              '.ogg',
              'application/octet-stream',
            ],
          },
        ],
      },
    });
  });

  it('posts to a path inside the scope, one of the app pages', async () => {
    const { share_target, scope } = (await manifestOf()) as {
      share_target: { action: string };
      scope: string;
    };
    expect(share_target.action.startsWith(scope)).toBe(true);
    const { isMemberPath } = await import('../src/shared/routes.ts');
    expect(isMemberPath(share_target.action)).toBe(true);
  });
});
