import { globalStyle } from '@vanilla-extract/css';

// The themed root fills the window, so the page background is the theme's, top to bottom.
globalStyle('html, body, #root', { height: '100%' });

/**
 * What the page shows before the scripts have run (index.html's #boot-status): on slow 4G the app
 * needs a few seconds, and a blank page says nothing. Plain values (the theme's variables arrive
 * with React), the default theme's background and muted text; React replaces it on its first render.
 */
globalStyle('#boot-status', {
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  margin: 0,
  background: '#f1f5f9',
  color: '#475569',
  font: "400 1rem/1.5 'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
});
