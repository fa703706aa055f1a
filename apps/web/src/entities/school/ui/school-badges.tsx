import { Badge } from '@tapetv/ui/badge';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadSchoolBadgesAtom, schoolBadgesAtomFamily } from '../model/school.atoms.ts';
import styles from './school-badges.module.css';

/**
 * The trading school badges a member earned, one per exam passed ("Passed: Market basics"), for
 * their profile. Nothing shows while they load, when there are none, or when they cannot be
 * loaded: the profile reads the same without them.
 */
export function SchoolBadges({ userName }: { userName: string }) {
  const { badges } = useAtomValue(schoolBadgesAtomFamily(userName));
  const load = useSetAtom(loadSchoolBadgesAtom);

  useEffect(() => {
    void load(userName);
  }, [load, userName]);

  if (badges.length === 0) return null;
  return (
    <ul data-slot="school-badges" aria-label="Trading school badges" className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge.exam.slug}>
          <Badge tone="success" title={`${badge.course.title}: best score ${badge.score}%`}>
            Passed: {badge.exam.title}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
