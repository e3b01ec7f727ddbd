// Accessibility checks in the dark colour scheme (the checks themselves: axe-suite.ts).
import { axeSuite } from './axe-suite.js';

axeSuite('dark');
