// Accessibility checks of a game page's controls, in the light and the dark colour scheme: every game at the
// deal on a phone with its menu open, and the dialogs, the menu and a notice (the checks themselves: axe-suite.ts).
import { axeTests, dialogWalks } from './axe-suite.js';

axeTests(dialogWalks);
