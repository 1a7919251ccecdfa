/** How important a task is; the colour shown for it is in components/importance-chip. */
export type Importance = 'critical' | 'high' | 'medium';

export type DayPart = 'morning' | 'midday' | 'evening';

export type DailyTaskId =
  | 'inspection'
  | 'watering'
  | 'harvesting'
  | 'maintenance'
  | 'fertilization'
  | 'eveningWatering'
  | 'finalInspection';

/**
 * The seven daily tasks, in time order, grouped into the three parts of the
 * day. Time, title and description are texts of the `guides` namespace
 * (routine.daily.tasks.<id>), so they are translated.
 */
export const dailySchedule: readonly {
  part: DayPart;
  tasks: readonly { id: DailyTaskId; importance: Importance }[];
}[] = [
  {
    part: 'morning',
    tasks: [
      { id: 'inspection', importance: 'critical' }, // 5-6 AM
      { id: 'watering', importance: 'critical' }, // 6-8 AM
      { id: 'harvesting', importance: 'high' }, // 8-10 AM
    ],
  },
  {
    part: 'midday',
    tasks: [
      { id: 'maintenance', importance: 'medium' }, // 10-12
      { id: 'fertilization', importance: 'high' }, // 3-5 PM
    ],
  },
  {
    part: 'evening',
    tasks: [
      { id: 'eveningWatering', importance: 'medium' }, // 5-6 PM
      { id: 'finalInspection', importance: 'medium' }, // 6-7 PM
    ],
  },
];

export type SeasonId = 'spring' | 'summer' | 'fall' | 'winter';

export type SeasonalTaskId =
  | 'rabiHarvest'
  | 'zaidSowing'
  | 'pestWatch'
  | 'soilSampling'
  | 'deepPloughing'
  | 'mulching'
  | 'dawnIrrigation'
  | 'farmPond'
  | 'kharifHarvest'
  | 'residue'
  | 'rabiSowing'
  | 'lateSeasonPests'
  | 'frostProtection'
  | 'criIrrigation'
  | 'weedControl'
  | 'livestockCare';

/** Four tasks a season, texts in routine.seasonal.tasks.<id>. */
export const seasonalTasks: readonly { season: SeasonId; tasks: readonly SeasonalTaskId[] }[] = [
  { season: 'spring', tasks: ['rabiHarvest', 'zaidSowing', 'pestWatch', 'soilSampling'] },
  { season: 'summer', tasks: ['deepPloughing', 'mulching', 'dawnIrrigation', 'farmPond'] },
  { season: 'fall', tasks: ['kharifHarvest', 'residue', 'rabiSowing', 'lateSeasonPests'] },
  { season: 'winter', tasks: ['frostProtection', 'criIrrigation', 'weedControl', 'livestockCare'] },
];
