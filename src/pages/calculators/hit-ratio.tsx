import { calculatorPage } from '../../components/CalculatorPage';
import HitRatioCalculator from '../../components/HitRatioCalculator';

// Title, texts and links: the 'hit-ratio' entry of src/registry/calculators.ts.
export default calculatorPage('hit-ratio', HitRatioCalculator);
