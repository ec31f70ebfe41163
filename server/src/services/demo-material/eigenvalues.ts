// Demo material for MATH201 (Markdown), written for TeachChat.
export const EIGENVALUES_MD = `# Eigenvalues and Eigenvectors

## The idea

A square matrix A transforms vectors: it can stretch, shrink, rotate or reflect them. Most vectors change direction when multiplied by A. An **eigenvector** of A is a non-zero vector v whose direction does not change: A v is simply a multiple of v.

    A v = λ v

The number λ (lambda) is the **eigenvalue** that belongs to v. If λ = 2 the eigenvector is stretched to twice its length; if λ = 0.5 it is halved; if λ is negative its direction is reversed; if λ = 0 it is sent to the zero vector.

Any non-zero multiple of an eigenvector is again an eigenvector with the same eigenvalue, so eigenvectors describe *directions* rather than single vectors.

## Finding eigenvalues: the characteristic equation

Rewrite A v = λ v as (A − λI) v = 0, where I is the identity matrix. A non-zero solution v exists exactly when the matrix A − λI is singular, that is when its determinant is zero:

    det(A − λI) = 0

This is the **characteristic equation**. For an n × n matrix, det(A − λI) is a polynomial of degree n in λ, the characteristic polynomial, so A has at most n distinct eigenvalues.

### Worked example

Let A = [[4, 1], [2, 3]]. Then

    det(A − λI) = (4 − λ)(3 − λ) − 1·2 = λ² − 7λ + 10 = (λ − 5)(λ − 2)

so the eigenvalues are λ₁ = 5 and λ₂ = 2.

## Finding eigenvectors

For each eigenvalue, solve (A − λI) v = 0.

- For λ = 5: A − 5I = [[−1, 1], [2, −2]]. The first row gives −x + y = 0, so y = x, and v₁ = (1, 1).
- For λ = 2: A − 2I = [[2, 1], [2, 1]]. The row gives 2x + y = 0, so y = −2x, and v₂ = (1, −2).

Check: A (1, 1) = (4 + 1, 2 + 3) = (5, 5) = 5 (1, 1). ✔

## Useful facts

- The sum of the eigenvalues equals the **trace** of A (the sum of its diagonal): 5 + 2 = 4 + 3.
- The product of the eigenvalues equals the **determinant** of A: 5 · 2 = 4·3 − 1·2 = 10.
- A triangular matrix has its diagonal entries as eigenvalues.
- A real symmetric matrix has only real eigenvalues, and eigenvectors for different eigenvalues are orthogonal.
- A is invertible exactly when 0 is not an eigenvalue.

## Diagonalisation

If an n × n matrix has n linearly independent eigenvectors, put them as the columns of a matrix P and the eigenvalues on the diagonal of D. Then

    A = P D P⁻¹

Powers become easy: Aᵏ = P Dᵏ P⁻¹, and Dᵏ just raises each diagonal entry to the k-th power. This is how eigenvalues describe the long-run behaviour of repeated processes such as population models and Markov chains: the largest eigenvalue dominates after many steps.

Not every matrix can be diagonalised. The shear matrix [[1, 1], [0, 1]] has the single eigenvalue 1 but only one independent eigenvector direction, (1, 0).

## Applications

- **Google's PageRank** ranks web pages by the eigenvector of a link matrix for eigenvalue 1.
- **Principal component analysis** finds the directions of greatest variance in data as eigenvectors of the covariance matrix.
- **Vibrations**: the natural frequencies of a bridge or a guitar string come from eigenvalues of the system's equations.

## Practice

1. Find the eigenvalues and eigenvectors of [[2, 0], [0, 3]]. Why is this one quick?
2. Show that [[0, −1], [1, 0]] (a rotation by 90°) has no real eigenvalues. What does that mean geometrically?
3. A 3 × 3 matrix has trace 6 and eigenvalues 1 and 2. What is the third eigenvalue?
`;
