import { Anchor, Stack, Text } from '@mantine/core';
import { DateTime } from '@/components/date-time';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { useNews } from '../api/get-news';

/**
 * D-016: the 3 newest posts of the network's blog (1 §2 Dashboard, §9), newest first, each opening in a new tab.
 * Titles and excerpts are plain text from the server and shown as text. A feed that is unset or down reads as no
 * news; only a failed load of our own API shows the failed state, inside the panel.
 */
export const NewsPanel = () => {
  const news = useNews();
  return (
    <Panel title="News">
      <QueryBoundary query={news} skeletonRows={3}>
        {({ posts }) =>
          posts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No news is available right now.
            </Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="News posts">
              {posts.map((post) => (
                <li key={post.link}>
                  <Anchor href={post.link} target="_blank" rel="noopener noreferrer" fw={500} size="sm">
                    {post.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    <DateTime iso={post.date} />
                  </Text>
                  {post.excerpt === '' ? null : (
                    <Text size="sm" lineClamp={2}>
                      {post.excerpt}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )
        }
      </QueryBoundary>
    </Panel>
  );
};
