/**
 * The default avatar (spec doc 1 §3: "a fixed default image when none"),
 * bundled with the function so `browse?name=default-avatar.png` needs no
 * bucket object: a 64×64 grey silhouette PNG.
 */
export const defaultAvatarPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAAAAACPAi4CAAAAgklEQVR42u3VyQ2AQAxDUfdfxO+OPpA4IVAgGxKC+O53yni0FKMBBvgDwJYswC4ZAFyCfH1bkLNvCvL2LUHuviG8FAC/MMBTwAcOqf6Y6s+5Pij1SauPan3W52/MA1zmHoCYoGD/JHQDEBUU7h+EXgDiQisACeFVAGSEAQboBnKnvAIUo9KHRibwegAAAABJRU5ErkJggg==',
  'base64',
);
