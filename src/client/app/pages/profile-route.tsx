import { ProfilePage } from '../../features/profile/profile-page.tsx';

export function ProfileRoute({ id }: { id: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6">
      <ProfilePage id={id} />
    </main>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedProfileFirstData as seedFirstData } from '../../features/profile/first-data.ts';
