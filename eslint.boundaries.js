// The house rules as import rules (docs/decisions/022-boundaries.md):
// - a feature folder src/client/<feature>/ imports its own files, components/, lib/, #shared and
//   another feature's api/ folder (its queries and mutations: its public face, which the route
//   loaders use too); the rest of a feature is its own;
// - app/, pages/, ssr/ (boot/) and the entry files in src/client compose: they may import features;
// - components/ imports lib/, #shared and a feature's api/; lib/ imports components/ and #shared;
// - the client never imports the server, the server never imports the client;
// - modules the browser loads import no zod, neither directly nor through #shared/*-schema.ts
//   (a form that validates in the browser imports its schema lazily: `() => import(...)`).
// no-restricted-imports matches the import as written, so each folder depth gets its own block:
// from src/client/<feature>/a/b.ts, `../../x/` is the sibling folder x of the feature.
import { readdirSync } from 'node:fs';

const client = 'src/client';
// boot/: where the start-up files may gather (issue 27); a folder missing here is harmless.
const composers = ['app', 'pages', 'ssr', 'boot'];
const base = ['components', 'lib'];
/** Test-only helpers; tests may also render through the composition (app/, pages/). */
const testOnly = ['test'];
const features = readdirSync(client, { withFileTypes: true })
  .filter(
    (d) => d.isDirectory() && ![...composers, ...base, ...testOnly, 'public'].includes(d.name),
  )
  .map((d) => d.name);

/**
 * Cross-feature imports kept on purpose, each with its reason: the importing folder, then the
 * paths below src/client it may import besides the rules above.
 */
const allowed = {
  // The signed-in member: auth's public face besides api/ (the start-up files read it too).
  account: ['auth/session.ts'],
  pwa: ['auth/session.ts'],
  scripts: [
    'auth/session.ts',
    // The scripts and objections sections let a member pick or add a product in place.
    'products/product-picker.tsx',
    'products/example-picker.tsx',
    'products/product-dialog.tsx',
    // Their tests fill the forms with the example products.
    'products/examples.ts',
  ],
  objections: ['products/product-picker.tsx', 'products/examples.ts'],
  // The board's cards and filters show where each customer's follow-ups stand; the customer
  // dialog holds the Pix charge of that customer.
  customers: ['follow-ups/follow-up-status.ts', 'pix/pix-charge.tsx'],
  // Resultados shows the period's Pix figures.
  results: ['pix/pix-figures.tsx'],
};

const tests = '**/*.test.{ts,tsx}';
const maxDepth = 4;

const noServer = {
  regex: String.raw`^\.{1,2}/(.*/)?server/`,
  message: 'The client never imports server code: share it through #shared.',
};
const noZod = {
  regex: String.raw`^(zod(/.*)?|#shared/(.*-schema|zod-pt-br)\.ts)$`,
  allowTypeImports: true,
  message:
    'No zod in what the pages load: import the plain #shared module, or load the schema lazily (() => import(...)).',
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** From a file `depth` folders below src/client/<folder>, importing outside `ok` is an error. */
function onlyInto(folder, depth, ok, message, api) {
  const up = String.raw`(\.\./)`.repeat(depth + 1);
  const keep = [...ok.map((p) => `${escape(p)}(/|$)`), ...(api ? ['[a-z-]+/api/'] : [])];
  return { regex: `^${up}(?!${keep.join('|')})`, message };
}

function block(files, patterns, ignores) {
  return {
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

function folderBlocks(folder, ok, message, api = true) {
  const blocks = [];
  for (let depth = 0; depth < maxDepth; depth++) {
    const files = [`${client}/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const own = [folder, ...ok, ...(allowed[folder] ?? [])];
    blocks.push(
      block(files, [noServer, noZod, onlyInto(folder, depth, own, message, api)], [tests]),
      block(
        files.map((f) => f.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
        [noServer, onlyInto(folder, depth, [...own, ...composers, ...testOnly], message, api)],
      ),
    );
  }
  return blocks;
}

/**
 * One owner per table: only the owning folder of src/server writes these tables, through
 * Drizzle (`db.insert(clientes)`) or SQL text (`update clientes …`); the others call the
 * owner's named operations (customers/changes.ts, conversations/messages-store.ts, …).
 * Reading stays open to every folder.
 */
const tableOwners = {
  account: { tables: ['sendTokens'], sql: ['send_tokens'] },
  'after-sale': { tables: ['afterSaleSteps'], sql: ['after_sale_steps'] },
  reactivation: { tables: ['reactivations'], sql: ['reactivations'] },
  campaigns: {
    tables: ['campaigns', 'campaignMessages', 'campaignSettings'],
    sql: ['campaigns', 'campaign_messages', 'campaign_settings'],
  },
  customers: { tables: ['clientes', 'customerEvents'], sql: ['clientes', 'customer_events'] },
  conversations: {
    tables: ['conversationMessages', 'shares', 'conversationUsage'],
    sql: ['conversation_messages', 'shares', 'conversation_usage'],
  },
  pix: { tables: ['pixKeys', 'pixCharges'], sql: ['pix_keys', 'pix_charges'] },
  'follow-ups': { tables: ['memberCadences', 'followUps'], sql: ['member_cadences', 'follow_ups'] },
};
/** Folders that write every table by design: the database itself and backup's restore. */
const writesAll = ['db', 'backup'];

function tableWriteRules(folder) {
  return Object.entries(tableOwners)
    .filter(([owner]) => owner !== folder)
    .flatMap(([owner, { tables, sql }]) => [
      {
        selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(${tables.join('|')})$/]`,
        message: `Only src/server/${owner}/ writes this table: call one of its named operations.`,
      },
      {
        selector: `TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from)\\s+(${sql.join('|')})\\b/i]`,
        message: `Only src/server/${owner}/ writes this table: call one of its named operations.`,
      },
    ]);
}

const serverFolders = readdirSync('src/server', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !writesAll.includes(d.name))
  .map((d) => d.name);

export const boundaries = [
  ...serverFolders.map((folder) => ({
    files: [`src/server/${folder}/**/*.ts`],
    ignores: [tests],
    rules: { 'no-restricted-syntax': ['error', ...tableWriteRules(folder)] },
  })),
  // The composition and the entry files: anything in the client, no server, no zod.
  block(
    [`${client}/*.{ts,tsx}`, ...composers.map((c) => `${client}/${c}/**/*.{ts,tsx}`)],
    [noServer, noZod],
    [tests],
  ),
  block([`${client}/**/*.test.{ts,tsx}`], [noServer]),
  ...features.flatMap((f) =>
    folderBlocks(
      f,
      base,
      `A feature imports its own files, components/, lib/, #shared and other features' api/: move what "${f}" shares into components/ or lib/ (or see allowed).`,
    ),
  ),
  ...folderBlocks('components', ['lib'], "components/ imports lib/, #shared and a feature's api/."),
  ...folderBlocks(
    'lib',
    ['components'],
    'lib/ imports components/ and #shared, never a feature.',
    false,
  ),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.{1,2}/(.*/)?client/`,
              // The server loads the built SSR bundle at run time and shares only its types.
              allowTypeImports: true,
              message: 'The server never imports client code.',
            },
          ],
        },
      ],
    },
  },
];
