// Imported first: React and React Router pick their production builds when they are first loaded.
process.env.NODE_ENV = 'production';
