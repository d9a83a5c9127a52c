import { ProfilePage } from '../../features/profile/profile-page.tsx';

export function ProfileRoute({ id }: { id: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6">
      <ProfilePage id={id} />
    </main>
  );
}
