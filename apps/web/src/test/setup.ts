// Setup of every web test file.
import { configure } from '@testing-library/dom';
import './all-texts.ts';

// `findBy…` waits for lazy pages and their queries; 1 s (the default) is too tight on a loaded 2-core CI.
configure({ asyncUtilTimeout: 5_000 });
