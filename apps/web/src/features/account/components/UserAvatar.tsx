import { UserOutline } from 'antd-mobile-icons';

/** The user's avatar, or a neutral figure when there is none. */
export function UserAvatar({ src, size = 56 }: { src: string | null | undefined; size?: number }) {
  if (src) return <img className="user-avatar" src={src} width={size} height={size} alt="" data-testid="user-avatar" />;
  return (
    <span className="user-avatar user-avatar--empty" style={{ width: size, height: size, fontSize: size * 0.5 }} aria-hidden="true">
      <UserOutline />
    </span>
  );
}
