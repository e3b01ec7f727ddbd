// Every unit test runs with the English catalogue in use, as the app and the command have one before they
// say anything: the messages a test reads are the English ones.
import { useCatalogue } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import type { Catalogue } from '../../src/i18n/index.js';

useCatalogue('en', compiledCatalogue('en') as Catalogue);
