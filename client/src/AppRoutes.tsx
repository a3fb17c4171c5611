import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from './components/LoadingOverlay';
import { AuthGate, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './lib/auth';
import { Landing } from './routes/Landing';
import { NotFound } from './routes/NotFound';
import {
  AuthAction,
  CreateTest,
  Dashboard,
  ForgotPassword,
  ItemAnalysis,
  LogIn,
  PracticeTest,
  Privacy,
  SignUp,
  Terms,
  TrainingContent,
} from './routes/screens';

export function AppRoutes() {
  return (
    <AuthGate>
      <Suspense fallback={<LoadingOverlay />}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route
            path="/signup"
            element={
              <RedirectIfSignedIn>
                <SignUp />
              </RedirectIfSignedIn>
            }
          />
          <Route
            path="/login"
            element={
              <RedirectIfSignedIn>
                <LogIn />
              </RedirectIfSignedIn>
            }
          />
          <Route path="/forgot-password" element={<ForgotPassword />} />
          <Route path="/__/auth/action" element={<AuthAction />} />
          <Route path="/privacy" element={<Privacy />} />
          <Route path="/terms" element={<Terms />} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <Dashboard />
              </RequireAuth>
            }
          />
          <Route
            path="/create-test"
            element={
              <RequireAuth>
                <CreateTest />
              </RequireAuth>
            }
          />
          <Route
            path="/practice-test/:testId"
            element={
              <RequireAuth>
                <PracticeTest />
              </RequireAuth>
            }
          />
          <Route
            path="/test-review/:testId"
            element={
              <RequireAuth>
                <PracticeTest forceReview />
              </RequireAuth>
            }
          />
          <Route
            path="/admin/training-content"
            element={
              <RequireAdmin>
                <TrainingContent />
              </RequireAdmin>
            }
          />
          <Route
            path="/admin/item-analysis"
            element={
              <RequireAdmin>
                <ItemAnalysis />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </AuthGate>
  );
}
