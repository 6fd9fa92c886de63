import { useNavigation } from 'react-router';

/**
 * A thin bar across the top while a navigation loads its route (guard check, loaders, page code): the page the user
 * leaves stays usable, and they see that the click was taken. It fades in after a moment, so fast moves show nothing.
 */
export const NavigationProgress = () => {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label="Loading page" data-testid="navigation-progress">
      <div className="navigation-progress-bar" />
    </div>
  );
};
