import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@marketplace/domain', '@marketplace/contract'],
  // Images come from the API through the same-origin /images proxy; nothing remote is optimised.
  images: { unoptimized: true, remotePatterns: [] },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
