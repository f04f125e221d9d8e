import type { TVideoPerson, TVideoRole } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import classes from './video.module.css';

/** The other party: photo (or the initial), name, specialization or age, and whether they are in the room now. */
export function PersonCard({ person, role, online }: { person: TVideoPerson; role: TVideoRole; online?: boolean }) {
  const { t } = useT();
  return (
    <div className={classes.person} data-person={role}>
      {person.photo ? (
        <img className={classes.photo} src={person.photo} alt="" width={64} height={64} />
      ) : (
        <span className={`${classes.photo} ${classes.photoEmpty}`} aria-hidden>
          {person.name.trim().charAt(0)}
        </span>
      )}
      <div>
        <p className={classes.muted}>{t(`video.role.${role}`)}</p>
        <p className={classes.name}>{person.name}</p>
        {person.detail && <p className={classes.muted}>{person.detail}</p>}
        {online !== undefined && <Presence role={role} online={online} />}
      </div>
    </div>
  );
}

export function Presence({ role, online }: { role: TVideoRole; online: boolean }) {
  const { t } = useT();
  return (
    <span className={classes.presence} data-online={online} data-presence={role}>
      {t(online ? `video.peer.online.${role}` : `video.peer.offline.${role}`)}
    </span>
  );
}
