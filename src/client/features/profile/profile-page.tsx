import { MessageSquare, ThumbsUp } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { commentTime, initials, publicDisplayName } from '../../../shared/format.ts';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { SubscribeButton } from '../../components/subscribe-button.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../lib/auth.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { useNow } from '../../lib/now.ts';
import { paths } from '../../lib/paths.ts';
import { joinedText, relativeTime } from '../../lib/time.ts';
import { AccountSecurity } from './account-security.tsx';
import { useUser, useUserComments, useUserPosts } from './api.ts';
import { FollowingSection } from './following-section.tsx';
import { YourMatchSection } from './your-match-section.tsx';
import { YourOfficialsSection } from './your-officials-section.tsx';

const EditProfileDialog = lazyNamed(() => import('./edit-profile-dialog.tsx'), 'EditProfileDialog');

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading profile">
      <div className="flex items-center gap-5">
        <Skeleton className="size-24 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-6 h-16 w-full" />
      <Skeleton className="mt-8 h-40 w-full" />
    </div>
  );
}

function Stat({ icon: Icon, value, label }: { icon: typeof ThumbsUp; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {value} <span className="sr-only">{label}</span>
    </span>
  );
}

/** The profile page at /users/{id}: avatar, name, bio, and the Articles and Comments tabs. */
export function ProfilePage({ id }: { id: string }) {
  const { user: viewer } = useAuth();
  const profile = useUser(id);
  const posts = useUserPosts(id);
  const comments = useUserComments(id);
  const [editing, setEditing] = useState(false);
  const now = useNow();

  if (profile.isLoading) return <ProfileSkeleton />;
  const user = profile.data;
  if (!user) return <EmptyState title="User not found" />;

  const name = publicDisplayName(user);
  const isOwner = viewer?.id === user.id;
  const postList = posts.items;
  const commentList = comments.items;

  return (
    <div>
      <header className="flex flex-col gap-5 border-b-2 border-rule-strong pb-6 sm:flex-row sm:items-center">
        <Avatar src={user.profileImageUrl} fallback={initials(user)} alt={name} className="size-24" fallbackClassName="text-2xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-4xl leading-tight font-bold text-ink">{name}</h1>
            {user.isStaff === 1 ? <Badge variant="accent">Author</Badge> : null}
          </div>
          <p className="mt-1 font-sans text-sm text-muted">{joinedText(user.createdAt, now)}</p>
          <p className="mt-3 max-w-prose font-serif text-base text-ink">
            {user.bio || <span className="text-muted italic">No bio yet</span>}
          </p>
        </div>
        <div className="shrink-0">
          {isOwner ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          ) : viewer && user.isStaff === 1 ? (
            <SubscribeButton authorId={user.id} authorName={name} canCheck />
          ) : null}
        </div>
      </header>

      <Tabs defaultValue="articles" className="mt-6">
        <TabsList aria-label="Profile activity">
          {/* The server's totals: the lists below hold only the pages read so far. */}
          <TabsTrigger value="articles">Articles ({user.articleCount})</TabsTrigger>
          <TabsTrigger value="comments">Comments ({user.commentCount})</TabsTrigger>
        </TabsList>
        <TabsContent value="articles" className="mt-4 outline-none">
          {postList.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted">No articles yet</p>
          ) : (
            <ul className="grid gap-4">
              {postList.map((a) => (
                <li key={a.id} className="list-row border border-rule bg-raised p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <CategoryBadge category={a.category} />
                    <span className="font-sans text-xs text-muted">{relativeTime(a.publishedAt, now)}</span>
                  </div>
                  <h2 className="mt-2 font-display text-xl font-bold text-ink">
                    <Link href={paths.article(a.id)} className="hover:underline">
                      {a.title}
                    </Link>
                  </h2>
                  <p className="mt-1 line-clamp-3 font-serif text-sm text-muted">{a.content.replace(/<[^>]*>/g, ' ')}</p>
                  <p className="mt-2 flex gap-4 font-sans text-xs text-muted">
                    <Stat icon={ThumbsUp} value={a.votes} label="votes" />
                    <Stat icon={MessageSquare} value={a.commentCount} label="comments" />
                  </p>
                </li>
              ))}
            </ul>
          )}
          <ShowMore
            hasMore={posts.hasMore}
            sentinel={posts.sentinel}
            onMore={posts.showMore}
            loading={posts.isFetchingMore}
            label="Show more articles"
          />
        </TabsContent>
        <TabsContent value="comments" className="mt-4 outline-none">
          {commentList.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted">No comments yet</p>
          ) : (
            <ul className="grid gap-3">
              {commentList.map((c) => (
                <li key={c.id} className="list-row border border-rule bg-raised p-4">
                  <p className="font-serif text-base whitespace-pre-line text-ink">{c.content}</p>
                  <p className="mt-2 flex gap-4 font-sans text-xs text-muted">
                    <Stat icon={ThumbsUp} value={c.votes} label="votes" />
                    <span>{commentTime(c.createdAt, now)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <ShowMore
            hasMore={comments.hasMore}
            sentinel={comments.sentinel}
            onMore={comments.showMore}
            loading={comments.isFetchingMore}
            label="Show more comments"
          />
        </TabsContent>
      </Tabs>
      {isOwner ? <YourOfficialsSection /> : null}
      {isOwner ? <YourMatchSection /> : null}
      {isOwner ? <FollowingSection /> : null}
      {isOwner && viewer ? <AccountSecurity owner={viewer} /> : null}
      <Suspense fallback={null}>{editing ? <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} /> : null}</Suspense>
    </div>
  );
}
