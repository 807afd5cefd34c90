import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import styles from './tabs.module.css';

/*
 * react-aria's tabs (arrow keys move between tabs, Home/End, the panel follows) in the product's
 * look: a row of tabs over an underline, the selected one marked by a bar and bold text.
 */

export function Tabs(props: Omit<TabsProps, 'className'>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export function Tab(props: Omit<TabProps, 'className'>) {
  return <AriaTab {...props} className={styles.tab} />;
}

export function TabPanel(props: Omit<TabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
