import { describe, expect, it } from 'vitest';
import { APP_NAMESPACES, appNamespacesOf, textNamespaces } from './text-namespaces.ts';

describe('appNamespacesOf', () => {
  it('finds the panel namespaces a module names, in every way the app names one', () => {
    const code = `
      const { t } = useTranslation(['home', 'integration']);
      const f = i18n.getFixedT(null, 'facebook');
      i18n.exists(key, { ns: 'orders' });
      t('stock:log.title');
      t(runtimeKey<'products'>(key));
      useTranslation('shell');
      t('common:panelTitle');
    `;
    expect(appNamespacesOf(code)).toEqual(['facebook', 'home', 'integration', 'orders', 'products', 'stock']);
  });

  it("leaves out the frame's namespaces (every page has them) and words that are no namespace", () => {
    expect(appNamespacesOf("useTranslation(['routes', 'common']); t('dialog.close'); t('nope:x')")).toEqual(
      [],
    );
  });

  it("knows every text file and the contracts' catalogues", () => {
    expect(APP_NAMESPACES).toContain('orders');
    expect(APP_NAMESPACES).toContain('marketing');
    expect(APP_NAMESPACES).toContain('validation');
    expect(APP_NAMESPACES).not.toContain('common');
  });
});

describe('textNamespaces plugin', () => {
  const transform = textNamespaces().transform as (code: string, id: string) => { code: string } | null;
  const src = new URL('../src/', import.meta.url).pathname;

  it("starts an app module with loading its namespaces' texts", () => {
    const out = transform("const { t } = useTranslation('orders');", `${src}features/orders/x.tsx`);
    expect(out?.code).toMatch(
      /^import \{ loadNamespaces as __loadNamespaces \} from ".*\/src\/i18n\/setup\.ts";\nvoid __loadNamespaces\(\["orders"\]\);\n/,
    );
  });

  it('reads the source as written: it runs before TypeScript is compiled, which rewrites the quotes', () => {
    expect(textNamespaces().enforce).toBe('pre');
  });

  it('leaves a module alone that loads its texts as it renders', () => {
    const code = "// @texts-on-render\nconst { t } = useTranslation('adminMembers');";
    expect(transform(code, `${src}shell/impersonation-banner.tsx`)).toBeNull();
  });

  it('leaves modules without panel texts, the i18n modules and other packages alone', () => {
    expect(transform("useTranslation('shell')", `${src}shell/top-bar.tsx`)).toBeNull();
    expect(transform("getFixedT(null, 'orders')", `${src}i18n/setup.ts`)).toBeNull();
    expect(transform("useTranslation('orders')", '/elsewhere/node_modules/x.js')).toBeNull();
  });
});
