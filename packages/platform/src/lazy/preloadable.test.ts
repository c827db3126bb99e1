import { type ComponentType, createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hola, ${name}`);
const moduleOf = () => ({ Greeting });

function draw(Component: ComponentType<{ name: string }>) {
  return renderToString(
    createElement(Suspense, { fallback: 'Cargando…' }, createElement(Component, { name: 'Camila' })),
  );
}

describe('a component whose code loads on demand', () => {
  it.each<[string, boolean, string]>([
    ['its module already here (preloaded at boot): drawn in the same render', true, 'Hola, Camila'],
    ['its module not asked for yet: the fallback while it loads', false, 'Cargando…'],
  ])('%s', async (_name, preload, shown) => {
    const greeting = preloadable(
      async () => moduleOf(),
      (module) => module.Greeting,
    );
    if (preload) await greeting.preload();
    expect(greeting.isLoaded()).toBe(preload);
    expect(draw(greeting.Component)).toContain(shown);
  });

  it('asks for its module once, however many preloads and renders ask', async () => {
    let loads = 0;
    const greeting = preloadable(
      async () => {
        loads += 1;
        return moduleOf();
      },
      (module) => module.Greeting,
    );
    await Promise.all([greeting.preload(), greeting.preload()]);
    draw(greeting.Component);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next try asks again', async () => {
    let loads = 0;
    const greeting = preloadable(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error('offline');
        return moduleOf();
      },
      (module) => module.Greeting,
    );
    await expect(greeting.preload()).rejects.toThrow('offline');
    expect(greeting.isLoaded()).toBe(false);
    await greeting.preload();
    expect(loads).toBe(2);
    expect(draw(greeting.Component)).toContain('Hola, Camila');
  });
});
