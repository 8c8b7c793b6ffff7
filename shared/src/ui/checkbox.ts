import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from './system.ts';

/*
 * Chakra's Checkbox with its recipe: the one Zag state machine a list with selection shows at once,
 * and no dashboard does. `lazy-controls.ts` fetches this module when one first renders, or beside
 * the page's code (`withKit`) (docs/performance.md, session 21).
 */
addSlotRecipes({ checkbox: checkboxSlotRecipe });

export { Checkbox } from '@chakra-ui/react';
