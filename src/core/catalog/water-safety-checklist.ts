/** The free water-safety checklist the lead magnet promises: one list for the printable page and the email. */
export interface ChecklistSection {
  title: string;
  items: readonly string[];
}

export const WATER_SAFETY_CHECKLIST_TITLE = 'Water Safety Checklist';

export const WATER_SAFETY_CHECKLIST: readonly ChecklistSection[] = [
  {
    title: 'Supervision',
    items: [
      'A named adult "water watcher" is on duty whenever children are in or near the water, with no phone or book.',
      "Young and weak swimmers stay within arm's reach of an adult.",
      'Swap water watchers every 15 minutes, and say it out loud when you do.',
      'Never leave a child alone near a pool, hot tub, bathtub or bucket of water, not even for a moment.',
    ],
  },
  {
    title: 'Barriers around the pool',
    items: [
      'A fence at least 4 ft (1.2 m) high separates the pool from the house and yard on all four sides.',
      "Gates close and latch by themselves, with the latch out of a child's reach.",
      'Doors and windows that open toward the pool have alarms.',
      'Pool covers are fully on or fully off; remove toys from the water so nobody reaches for them.',
    ],
  },
  {
    title: 'Swim skills for every swimmer',
    items: [
      'Can enter the water, surface, turn around and reach the wall or steps.',
      'Can float on the back for 10 seconds to rest and breathe.',
      'Can tread water or float for one minute.',
      'Knows to never swim alone, and to walk, not run, on the pool deck.',
    ],
  },
  {
    title: 'Ready for an emergency',
    items: [
      'A phone is at the pool side, and everyone knows to call 911 first.',
      'A reaching pole and a ring buoy hang where anyone can grab them.',
      'At least one adult in the home knows CPR, and the skills are refreshed every two years.',
      'If a child is missing, check the water first.',
    ],
  },
];
