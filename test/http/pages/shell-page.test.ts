import t from 'tap';
import { remoteForPath, renderShellPage } from '#adapters/http/pages/shell-page.ts';

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
