"""The iceberg as a 2D side view simulated with pymunk (Chipmunk): shapes, settling and falls."""
