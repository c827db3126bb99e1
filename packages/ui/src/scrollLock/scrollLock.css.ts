import { globalStyle } from '@vanilla-extract/css';
import {
  fullWidthClassName,
  lockAttribute,
  removedBarSizeVariable,
  zeroRightClassName,
} from './scrollLockRules.ts';

// The page behind a modal overlay (dialog, modal menu) holds still, by static CSS: the overlay sets
// the lock attribute on <body>, and the scroll bar it removes is made up for by a margin of its
// width (a variable set through the CSSOM, which a strict CSP allows). react-remove-scroll-bar
// writes these same rules into a <style> element, which `style-src 'self'` blocks on a static host.
globalStyle(`body[${lockAttribute}]`, {
  overflow: 'hidden !important',
  overscrollBehavior: 'contain',
  // As react-remove-scroll-bar does by default (its `noRelative` off).
  position: 'relative',
  marginRight: `var(${removedBarSizeVariable}, 0px) !important`,
});

globalStyle(`.${zeroRightClassName}`, {
  right: `var(${removedBarSizeVariable}, 0px) !important`,
});
globalStyle(`.${fullWidthClassName}`, {
  marginRight: `var(${removedBarSizeVariable}, 0px) !important`,
});
globalStyle(`.${zeroRightClassName} .${zeroRightClassName}`, { right: '0 !important' });
globalStyle(`.${fullWidthClassName} .${fullWidthClassName}`, { marginRight: '0 !important' });
