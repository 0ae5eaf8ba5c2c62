import t from 'tap';
import {
  firstScreenFor,
  remoteForPath,
  renderShellPage,
  VISITOR_BLOCK,
} from '#adapters/http/pages/shell-page.ts';

const TEMPLATE = '<html><head><title>Mindmark</title></head><body><div id="root"></div></body></html>';
const clientConfig = {
  remotes: {
    onboarding: '/mfe/onboarding/remoteEntry.js',
    beta: 'https://cdn.example/beta/remoteEntry.js?v=1&x="y"',
    admin: '/mfe/admin/remoteEntry.js',
  },
  note: '</script><script>alert(1)</script>',
};

t.test('each path preloads the remote it mounts', async (t) => {
  t.equal(remoteForPath('/'), 'onboarding');
  t.equal(remoteForPath('/social-card'), 'onboarding');
  t.equal(remoteForPath('/beta'), 'beta');
  t.equal(remoteForPath('/beta/projects/x'), 'beta');
  t.equal(remoteForPath('/betamax'), 'onboarding', 'a prefix alone is not the beta');
  t.equal(remoteForPath('/admin/login'), 'admin');
  const home = renderShellPage(TEMPLATE, { clientConfig, path: '/' });
  t.match(home, '<link rel="preload" as="script" href="/mfe/onboarding/remoteEntry.js">');
  const beta = renderShellPage(TEMPLATE, { clientConfig, path: '/beta' });
  t.match(
    beta,
    'href="https://cdn.example/beta/remoteEntry.js?v=1&amp;x=&quot;y&quot;"',
    'attribute escaped',
  );
});

t.test('the config is inlined as JSON that cannot close its element', async (t) => {
  const page = renderShellPage(TEMPLATE, { clientConfig, path: '/beta' });
  const json = /<script type="application\/json" id="mindmark-config">(.*?)<\/script>/.exec(page)?.[1];
  t.ok(json, 'a JSON data block before </head>');
  t.notMatch(json ?? '', '</script', 'no closing tag inside');
  t.same(JSON.parse(json ?? 'null'), clientConfig, 'parses back to the config');
  t.match(page, /<\/script><\/head>/);
});

t.test('a prerendered first screen fills #root and its styles go in <head>', async (t) => {
  const firstScreen = {
    html: '<h1>AI Leaderboard</h1>',
    styles: '<style data-css-hash="x">h1{}</style>',
    reads: [],
  };
  const page = renderShellPage(TEMPLATE, { clientConfig, path: '/beta', firstScreen });
  t.match(page, '<div id="root" data-first-screen="beta"><h1>AI Leaderboard</h1></div>');
  t.match(page, /<style data-css-hash="x">h1\{\}<\/style><\/head>/, 'styles before </head>');
  t.match(
    page,
    'href="https://cdn.example/beta/remoteEntry.js?v=1&amp;x=&quot;y&quot;" fetchpriority="low">',
    'nothing painted waits for the remote: fetched at low priority',
  );
  const without = renderShellPage(TEMPLATE, { clientConfig, path: '/beta/projects', firstScreen: null });
  t.match(without, '<div id="root"></div>', 'no first screen: the root stays empty for the shell');
  t.notMatch(without, 'data-first-screen');
  t.notMatch(without, 'fetchpriority', 'without a first screen the remote entry is what the page waits for');
});

t.test('which pages have a first screen', async (t) => {
  const local = {
    onboarding: '/mfe/onboarding/remoteEntry.js',
    beta: '/mfe/beta/remoteEntry.js',
    admin: '/mfe/admin/remoteEntry.js',
  };
  const none = new URLSearchParams();
  t.same(firstScreenFor('/', none, local), { remote: 'onboarding', name: 'index' });
  t.same(firstScreenFor('/', new URLSearchParams('ref=abc'), local), { remote: 'onboarding', name: 'index' });
  t.equal(firstScreenFor('/', new URLSearchParams('step=wallet'), local), null, 'another onboarding step');
  t.same(firstScreenFor('/beta', none, local), { remote: 'beta', name: 'beta' });
  t.same(firstScreenFor('/beta/projects', none, local), { remote: 'beta', name: 'projects' });
  t.same(
    firstScreenFor('/beta/projects/bitcoin', none, local),
    { remote: 'beta', name: 'project', perRequest: true },
    "a project's overview: rendered per request",
  );
  t.equal(
    firstScreenFor('/beta/projects/bitcoin', new URLSearchParams('tab=pools'), local),
    null,
    'its pools',
  );
  t.equal(firstScreenFor('/beta/projects/a/b', none, local), null, 'not a project path');
  t.same(firstScreenFor('/beta/social-card', none, local, true), { remote: 'beta', name: 'social-card' });
  t.equal(firstScreenFor('/beta/social-card', none, local, false), null, "a creator's card: none");
  t.equal(firstScreenFor('/admin', none, local), null);
  t.equal(
    firstScreenFor('/beta', none, clientConfig.remotes),
    null,
    'a beta deployed elsewhere: the local build is not what the browser runs',
  );
});

t.test('a page requested without a session cookie says the visitor is signed out', async (t) => {
  const visitor = renderShellPage(TEMPLATE, { clientConfig, path: '/beta', visitor: true });
  t.match(visitor, `${VISITOR_BLOCK}</head>`);
  t.notMatch(renderShellPage(TEMPLATE, { clientConfig, path: '/beta' }), 'mindmark-session');
});
