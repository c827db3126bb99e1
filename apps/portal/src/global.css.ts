import { globalStyle } from '@vanilla-extract/css';

// The themed root fills the window, so the page background is the theme's, top to bottom.
globalStyle('html, body, #root', { height: '100%' });
