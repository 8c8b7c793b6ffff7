import {
  collapsibleSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { addSlotRecipes } from './system.ts';

/*
 * Chakra's components built on a Zag state machine that no first screen shows (tabs, radio
 * groups, switches, progress bars, collapsibles) with their recipes. `lazy-controls.ts` fetches
 * this module when one of them first renders (docs/performance.md, session 21).
 */
addSlotRecipes({
  collapsible: collapsibleSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
});

export { Collapsible, Progress, RadioGroup, Switch, Tabs } from '@chakra-ui/react';
