import { describe, expect, it } from 'vitest'
import { entryKey, firstLoad, firstLoadSize, keyForSource, staticClosure, type Manifest } from './import-graph'

/** Shaped like a real `vite build --manifest` output of the app (trimmed). */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-AAA.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-BBB.js'],
    dynamicImports: ['src/screens/home/HomeScreen.tsx', 'src/screens/cars/CarsScreen.tsx', 'node_modules/react-toastify/dist/index.mjs'],
    css: ['assets/index-AAA.css'],
  },
  '_vendor-BBB.js': { file: 'assets/vendor-BBB.js', imports: ['index.html'] },
  '_Page-CCC.js': { file: 'assets/Page-CCC.js', imports: ['index.html'], css: ['assets/Page-CCC.css'] },
  '_Lazy-DDD.js': { file: 'assets/Lazy-DDD.js', imports: ['index.html'] },
  'src/screens/home/HomeScreen.tsx': {
    file: 'assets/HomeScreen-EEE.js',
    src: 'src/screens/home/HomeScreen.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Page-CCC.js'],
    dynamicImports: ['_Lazy-DDD.js'],
    css: ['assets/HomeScreen-EEE.css'],
  },
  'src/screens/cars/CarsScreen.tsx': {
    file: 'assets/CarsScreen-FFF.js',
    src: 'src/screens/cars/CarsScreen.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Page-CCC.js', '_vendor-BBB.js'],
  },
  'node_modules/react-toastify/dist/index.mjs': { file: 'assets/dist-GGG.js', isDynamicEntry: true, imports: ['index.html'] },
}

describe('import graph', () => {
  it('finds the html entry', () => {
    expect(entryKey(manifest)).toBe('index.html')
  })

  it('finds a screen by its source path', () => {
    expect(keyForSource(manifest, 'src/screens/cars/CarsScreen.tsx')).toBe('src/screens/cars/CarsScreen.tsx')
    expect(keyForSource(manifest, './src/screens/home/HomeScreen.tsx')).toBe('src/screens/home/HomeScreen.tsx')
    expect(() => keyForSource(manifest, 'src/screens/nope.tsx')).toThrow(/No chunk/)
  })

  it('follows static imports once each, through cycles', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_vendor-BBB.js'])
  })

  it('counts the entry, the screen and their static imports, not dynamic imports', () => {
    const load = firstLoad(manifest, 'src/screens/home/HomeScreen.tsx')
    expect(load.js).toEqual(['assets/index-AAA.js', 'assets/vendor-BBB.js', 'assets/HomeScreen-EEE.js', 'assets/Page-CCC.js'])
    expect(load.css).toEqual(['assets/index-AAA.css', 'assets/HomeScreen-EEE.css', 'assets/Page-CCC.css'])
    expect(load.js).not.toContain('assets/Lazy-DDD.js')
    expect(load.js).not.toContain('assets/dist-GGG.js')
  })

  it('deduplicates shared chunks', () => {
    const load = firstLoad(manifest, 'src/screens/cars/CarsScreen.tsx')
    expect(load.js).toEqual(['assets/index-AAA.js', 'assets/vendor-BBB.js', 'assets/CarsScreen-FFF.js', 'assets/Page-CCC.js'])
  })

  it('sums gzip sizes of JS and CSS separately', () => {
    const load = firstLoad(manifest, 'src/screens/home/HomeScreen.tsx')
    const size = firstLoadSize('/nowhere', load, (file) => (file.endsWith('.css') ? 10 : 100))
    expect(size).toMatchObject({ jsGzip: 400, cssGzip: 30, totalGzip: 430 })
    expect(size.files).toHaveLength(7)
  })

  it('fails loudly on a broken manifest', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/no entry/)
    expect(() => staticClosure({ 'index.html': { file: 'x.js', isEntry: true, imports: ['_gone.js'] } }, ['index.html'])).toThrow(
      /missing chunk/,
    )
  })
})
