// glibc's math functions that Swift's Glibc module leaves out (GNU extensions).

// The sine and cosine of one angle in one call: a rotation needs both, and they share the
// reduction of the angle.
void sincos(double angle, double *sine, double *cosine);
