import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { RequireAuth } from './RequireAuth'
import { registrationHoroscopeTool } from './registrationHoroscopeTool'

/*
 * Every page but the home page. This table is a chunk of its own, loaded on the first visit to
 * any of these paths: the home page does not carry the other pages' route definitions (and the
 * list of their chunk files) in its JavaScript budget. Each page is still its own chunk.
 */
const AboutRoute = lazy(() => import('../features/site-pages/routes/AboutRoute').then((m) => ({ default: m.AboutRoute })))
const PrivacyRoute = lazy(() =>
  import('../features/site-pages/routes/PrivacyRoute').then((m) => ({ default: m.PrivacyRoute })),
)
const TermsRoute = lazy(() => import('../features/site-pages/routes/TermsRoute').then((m) => ({ default: m.TermsRoute })))
const NotFoundRoute = lazy(() =>
  import('../features/site-pages/routes/NotFoundRoute').then((m) => ({ default: m.NotFoundRoute })),
)
const BlogListRoute = lazy(() => import('../features/blog/routes/BlogListRoute').then((m) => ({ default: m.BlogListRoute })))
const BlogPostRoute = lazy(() => import('../features/blog/routes/BlogPostRoute').then((m) => ({ default: m.BlogPostRoute })))
const ContactRoute = lazy(() => import('../features/contact/routes/ContactRoute').then((m) => ({ default: m.ContactRoute })))
const FeedbackRoute = lazy(() =>
  import('../features/feedback/routes/FeedbackRoute').then((m) => ({ default: m.FeedbackRoute })),
)
// Accounts: login, registration, password reset, plans, and the member's own profile.
const LoginRoute = lazy(() => import('../features/auth/routes/LoginRoute').then((m) => ({ default: m.LoginRoute })))
const ForgotPasswordRoute = lazy(() =>
  import('../features/auth/routes/ForgotPasswordRoute').then((m) => ({ default: m.ForgotPasswordRoute })),
)
const RegisterRoute = lazy(() => import('../features/register/routes/RegisterRoute').then((m) => ({ default: m.RegisterRoute })))
const PlansRoute = lazy(() => import('../features/plans-page/routes/PlansRoute').then((m) => ({ default: m.PlansRoute })))
const PaymentsRoute = lazy(() => import('../features/payments/routes/PaymentsRoute').then((m) => ({ default: m.PaymentsRoute })))
const ReceiptRoute = lazy(() => import('../features/payments/routes/ReceiptRoute').then((m) => ({ default: m.ReceiptRoute })))
const VerificationRoute = lazy(() =>
  import('../features/verification/routes/VerificationRoute').then((m) => ({ default: m.VerificationRoute })),
)
const VerifyEmailRoute = lazy(() =>
  import('../features/verification/routes/VerifyEmailRoute').then((m) => ({ default: m.VerifyEmailRoute })),
)
const GrievanceOfficerRoute = lazy(() =>
  import('../features/grievance/routes/GrievanceOfficerRoute').then((m) => ({ default: m.GrievanceOfficerRoute })),
)
const GrievanceStatusRoute = lazy(() =>
  import('../features/grievance/routes/GrievanceStatusRoute').then((m) => ({ default: m.GrievanceStatusRoute })),
)
const ShortlistRoute = lazy(() => import('../features/shortlist/routes/ShortlistRoute').then((m) => ({ default: m.ShortlistRoute })))
const SettingsRoute = lazy(() => import('../features/privacy/routes/SettingsRoute').then((m) => ({ default: m.SettingsRoute })))
const RecentNotifications = lazy(() =>
  import('../features/notifications/components/RecentNotifications').then((m) => ({ default: m.RecentNotifications })),
)

const DashboardRoute = lazy(() =>
  import('../features/dashboard/routes/DashboardRoute').then((m) => ({ default: m.DashboardRoute })),
)
const EditProfileRoute = lazy(() =>
  import('../features/profile-edit/routes/EditProfileRoute').then((m) => ({ default: m.EditProfileRoute })),
)
// Discovery and connections: search, matches, profiles, requests, notifications, messages.
const SearchRoute = lazy(() => import('../features/search/routes/SearchRoute').then((m) => ({ default: m.SearchRoute })))
const MatchesRoute = lazy(() => import('../features/matches/routes/MatchesRoute').then((m) => ({ default: m.MatchesRoute })))
const UserProfileRoute = lazy(() =>
  import('../features/user-profile/routes/UserProfileRoute').then((m) => ({ default: m.UserProfileRoute })),
)
const ProfilePreviewRoute = lazy(() =>
  import('../features/user-profile/routes/ProfilePreviewRoute').then((m) => ({ default: m.ProfilePreviewRoute })),
)
const InterestsRoute = lazy(() =>
  import('../features/interests/routes/InterestsRoute').then((m) => ({ default: m.InterestsRoute })),
)
const ConnectedRoute = lazy(() =>
  import('../features/connected/routes/ConnectedRoute').then((m) => ({ default: m.ConnectedRoute })),
)
const NotificationsRoute = lazy(() =>
  import('../features/notifications/routes/NotificationsRoute').then((m) => ({ default: m.NotificationsRoute })),
)
const MessagesRoute = lazy(() => import('../features/messages/routes/MessagesRoute').then((m) => ({ default: m.MessagesRoute })))

// The admin area: one chunk (and one per admin screen) that only /admin/… ever loads.
const AdminApp = lazy(() => import('../features/admin/AdminApp').then((m) => ({ default: m.AdminApp })))

/** Rendered by AppRoutes for every path except "/"; paths are relative to the site root. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path="about" element={<AboutRoute />} />
      <Route path="blog" element={<BlogListRoute />} />
      <Route path="blog/:slug" element={<BlogPostRoute />} />
      <Route path="feedback" element={<FeedbackRoute />} />
      <Route path="pandp" element={<PrivacyRoute />} />
      <Route path="tandc" element={<TermsRoute />} />
      <Route path="contact" element={<ContactRoute />} />
      <Route path="login" element={<LoginRoute />} />
      <Route path="register" element={<RegisterRoute horoscopeTool={registrationHoroscopeTool} />} />
      <Route path="forgot-password" element={<ForgotPasswordRoute />} />
      <Route path="buy" element={<PlansRoute />} />
      {/* The mailed link proves the mailbox, not a session: public. */}
      <Route path="verify-email" element={<VerifyEmailRoute />} />
      <Route path="grievance-officer" element={<GrievanceOfficerRoute />} />
      <Route path="grievance/status" element={<GrievanceStatusRoute />} />
      {/* Member pages: a visitor is sent to /login?next=… and back. */}
      <Route element={<RequireAuth />}>
        {/* The dashboard shows recent notifications: two features put together here, not in either. */}
        <Route path="dashboard" element={<DashboardRoute aside={<RecentNotifications />} />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="verification" element={<VerificationRoute />} />
        <Route path="shortlist" element={<ShortlistRoute />} />
        <Route path="edit-profile" element={<EditProfileRoute />} />
        <Route path="search" element={<SearchRoute />} />
        <Route path="matches" element={<MatchesRoute />} />
        <Route path="user-profile/:id" element={<UserProfileRoute />} />
        <Route path="profile-preview" element={<ProfilePreviewRoute />} />
        <Route path="interests" element={<InterestsRoute />} />
        <Route path="connected" element={<ConnectedRoute />} />
        <Route path="notifications" element={<NotificationsRoute />} />
        <Route path="messages/:userId?" element={<MessagesRoute />} />
        <Route path="payments" element={<PaymentsRoute />} />
        <Route path="payments/:id" element={<ReceiptRoute />} />
      </Route>
      <Route path="admin/*" element={<AdminApp />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  )
}
