// Accessibility checks in the light colour scheme (the checks themselves: axe-suite.ts).
import { axeSuite } from './axe-suite.js';

axeSuite('light');
