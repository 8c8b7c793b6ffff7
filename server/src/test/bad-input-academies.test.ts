import { badInputSuite } from './bad-input-probe.ts';

badInputSuite('academies');
