// Assembles a rendered route (src/app/server.tsx render()) into a whole HTML page: the template's
// head with the route's head and stylesheets, the entry script's module list, the app's markup and
// the moment it was rendered for. Shared by the build (prerendered pages) and scripts/serve.mjs
// (pages rendered for the serving moment), so both write the same page.

/** The JS and CSS a chunk needs at once: its file, its static imports and their styles. */
function chunkAssets(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const sub = chunkAssets(manifest, imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const rootTag = '<div id="root">';

/**
 * @param {Record<string, { file: string, css?: string[], imports?: string[], isEntry?: boolean }>} manifest Vite's client manifest
 * @param {string} template the client build's index.html
 * @returns {(path: string, page: { html: string, head: string, sources: string[] }, renderTime: number) => string}
 */
export function pageAssembler(manifest, template) {
  if (!entryTag.test(template)) throw new Error('index.html: the entry script tag is missing');
  if (!template.includes(rootTag)) throw new Error(`index.html: ${rootTag} is missing`);
  // The entry (src/app/boot.ts) loads the app (src/app/main.tsx) after the first paint. Every
  // page links the app's and its own styles (so it renders styled before any script runs) and
  // lists the app's and its own modules on the entry's script tag, for boot.ts to preload.
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = new Set(chunkAssets(manifest, entryKey).js);
  const appAssets = chunkAssets(manifest, 'src/app/main.tsx');

  return (path, page, renderTime) => {
    const js = [...appAssets.js];
    const css = [...appAssets.css];
    for (const source of page.sources) {
      const assets = chunkAssets(manifest, source);
      js.push(...assets.js);
      css.push(...assets.css);
    }
    if (/<script(?![^>]*type="(module|application\/ld\+json)")/.test(page.html)) {
      throw new Error(`${path}: the prerendered markup holds an inline script, which the CSP would block`);
    }
    if (/\sstyle="/.test(page.html)) {
      throw new Error(`${path}: the prerendered markup holds a style attribute, which the CSP would block`);
    }
    const styles = [...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n    ');
    const modules = [...new Set(js)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
    return template
      .replace('<!--app-head-->', () => `${page.head}\n    ${styles}`)
      .replace(entryTag, (tag) => tag.replace('></script>', ` data-modules="${modules.join(' ')}"></script>`))
      .replace(rootTag, `<div id="root" data-render-time="${Math.trunc(renderTime)}">`)
      .replace('<!--app-html-->', () => page.html);
  };
}
