import AssessmentIcon from '@mui/icons-material/Assessment';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import AppsIcon from '@mui/icons-material/Apps';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { paths } from '../../../app/paths';

// Sidebar of the authenticated layout. The dashboard link is capitalised (/Dashboard) as in the
// older app; both spellings reach the dashboard.
export const mainSidebarLinks = [
  { to: paths.dashboardSidebar, labelKey: 'sidebar.dashboard', Icon: DashboardIcon },
  { to: paths.cropSell, labelKey: 'sidebar.sellCrops', Icon: StorefrontIcon },
  { to: paths.orderHistory, labelKey: 'sidebar.userHistory', Icon: HistoryIcon },
  { to: paths.liveCropPricing, labelKey: 'sidebar.liveCropPricing', Icon: ShowChartIcon },
  { to: paths.reports, labelKey: 'sidebar.farmingReport', Icon: AssessmentIcon },
  { to: paths.routine, labelKey: 'sidebar.farmingRoutine', Icon: ScheduleIcon },
  { to: paths.quickSupport, labelKey: 'sidebar.quickSupport', Icon: SupportAgentIcon },
  // Always here: the floating AgroBot button steps aside where a page has controls under it.
  { to: paths.chatbot, labelKey: 'sidebar.agrobot', Icon: SmartToyIcon },
] as const;

export const otherSidebarLinks = [
  { to: paths.home, labelKey: 'sidebar.home', Icon: HomeIcon },
  { to: paths.featureCatalog, labelKey: 'sidebar.features', Icon: AppsIcon },
  { to: paths.contact, labelKey: 'sidebar.contactUs', Icon: ContactMailIcon },
  { to: paths.settings, labelKey: 'sidebar.settings', Icon: SettingsIcon },
] as const;
