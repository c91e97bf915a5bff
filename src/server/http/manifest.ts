import type { Handler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from './app-env.ts';

/** The brand colour of index.html's theme-color and of the icons' background. */
const THEME_COLOUR = '#047857';

/**
 * GET /manifest.webmanifest: the installable app, named after the operator's APP_NAME (the
 * build is the same for every operator, so the manifest is made here, not by Vite).
 */
export function webManifest(config: Pick<Config, 'APP_NAME'>): Handler<AppEnv> {
  const body = JSON.stringify({
    id: '/inicio',
    name: config.APP_NAME,
    short_name: config.APP_NAME.length <= 12 ? config.APP_NAME : config.APP_NAME.slice(0, 12),
    description: 'Scripts de venda, objeções e clientes para quem vende pelo WhatsApp.',
    lang: 'pt-BR',
    start_url: '/inicio',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    // Android's share sheet lists the installed app for text, exported chats, contacts and
    // voice notes (WhatsApp shares an .opus some phones type application/octet-stream);
    // the browser POSTs them to /compartilhar as a form navigation.
    share_target: {
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
    },
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
  return (c) =>
    c.body(body, 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
}
