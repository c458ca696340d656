import { LEVEL_IDS, isLevelId, type LevelId } from '../catalog/levels';

/**
 * The level-finder result (spec section 4): the level chosen most often; a tie goes to the earliest level in
 * the order turtle, seahorse, guppy, stingray, barracuda; an answer that names no known level counts as turtle.
 */
export function quizResult(answers: readonly unknown[]): LevelId {
  const counts = new Map<LevelId, number>(LEVEL_IDS.map((id) => [id, 0]));
  for (const answer of answers) {
    const level: LevelId = isLevelId(answer) ? answer : 'turtle';
    counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  let best: LevelId = 'turtle';
  let bestCount = -1;
  // Walking in level order and replacing only on a strictly higher count makes ties go to the earlier level.
  for (const id of LEVEL_IDS) {
    const count = counts.get(id) ?? 0;
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}
