// Accessibility checks of the pages, in the light and the dark colour scheme: home, statistics, settings, every
// rules page, and every game in mid-game and won (the checks themselves: axe-suite.ts).
import { axeTests, pageWalks } from './axe-suite.js';

axeTests(pageWalks);
